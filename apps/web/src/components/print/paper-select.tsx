import { PAPER_LABELS, type TPaper } from '@cuadre/shared/documents/schemas';
import { FormField } from '@/components/ui/field';
import { Select } from '@/components/ui/input';

/** "Tamaño del papel": the papers a document prints on (a receipt and a Z report on all three). */
export function PaperSelect<TOption extends TPaper>({
  papers,
  value,
  onChange,
}: {
  papers: readonly TOption[];
  value: TOption;
  onChange: (paper: TOption) => void;
}) {
  return (
    <FormField label="Tamaño del papel" className="sm:max-w-56">
      {(field) => (
        <Select
          {...field}
          value={value}
          onChange={(event) => {
            const picked = papers.find((option) => option === event.target.value);
            if (picked) onChange(picked);
          }}
        >
          {papers.map((option) => (
            <option key={option} value={option}>
              {PAPER_LABELS[option]}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
