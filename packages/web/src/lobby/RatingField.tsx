/** A rating bound in a number field, 0 to 4 000 by 50: a table's range (CreateForm) and the lobby's filters. */
export function RatingField(props: {
  label: string;
  name: string;
  value: number | '';
  disabled?: boolean;
  onChange: (raw: string) => void;
}) {
  return (
    <label className="field">
      {props.label}
      <input
        type="number"
        name={props.name}
        min={0}
        max={4000}
        step={50}
        value={props.value}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </label>
  );
}
