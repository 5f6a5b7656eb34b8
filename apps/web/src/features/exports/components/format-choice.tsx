import {
  EXPORT_FORMAT_LABELS,
  EXPORT_FORMATS,
  type TExportFormat,
  type TSalesBookFormat,
} from '@cuadre/shared/exports/constants';
import { choiceBox } from '@/components/ui/input';
import { EXPORT_TEXTS } from './export-texts';

/**
 * CSV or Excel (or, for the sales book, a PDF too), as radio buttons: each is one tap on a phone, and the choice
 * stays in view.
 */
export function FormatChoice<TFormat extends TSalesBookFormat = TExportFormat>({
  name,
  value,
  onChange,
  formats = EXPORT_FORMATS as readonly TExportFormat[] as readonly TFormat[],
}: {
  /** The radio group's name: unique on the page. */
  name: string;
  value: TFormat;
  onChange: (format: TFormat) => void;
  formats?: readonly TFormat[];
}) {
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
        {EXPORT_TEXTS.format}
      </legend>
      <div className="flex flex-wrap gap-2">
        {formats.map((format) => (
          <label
            key={format}
            className="flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm has-[:checked]:border-teal-600 has-[:checked]:bg-teal-50 lg:h-10 dark:border-slate-600 dark:has-[:checked]:border-teal-400 dark:has-[:checked]:bg-teal-950"
          >
            <input
              type="radio"
              name={name}
              value={format}
              checked={value === format}
              onChange={() => onChange(format)}
              className={`${choiceBox} accent-teal-700`}
            />
            {EXPORT_FORMAT_LABELS[format]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
