import { Search } from 'lucide-react';
import { SEARCH_MAX_LENGTH } from '@cuadre/shared/common/constants';
import { Input, type TInputProps } from './input';

/** A search box with its magnifier inside, at most SEARCH_MAX_LENGTH characters. */
export function SearchInput(props: Omit<TInputProps, 'type' | 'className' | 'maxLength'>) {
  return (
    <div className="relative">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
      />
      <Input {...props} type="search" maxLength={SEARCH_MAX_LENGTH} className="pl-9" />
    </div>
  );
}
