/**
 * A row of radio chips: one value among a few (players, precision, level, variant…), as the new-game page offers
 * them for every game; a `label` names the group and stands in front of it.
 */
export function ChipChoice<T extends string | number>(props: {
  readonly name: string;
  readonly values: readonly T[];
  readonly value: T;
  readonly onChange: (value: T) => void;
  readonly label?: string;
  readonly text?: (value: T) => string;
}) {
  const { name, values, value, onChange, label, text = String } = props;
  return (
    <div className="row chip-row" role="radiogroup" aria-label={label}>
      {label !== undefined && <span className="chip-row-label">{label}</span>}
      {values.map((v) => (
        <label key={v} className="chip">
          <input type="radio" name={name} value={v} checked={value === v} onChange={() => onChange(v)} />
          {text(v)}
        </label>
      ))}
    </div>
  );
}
