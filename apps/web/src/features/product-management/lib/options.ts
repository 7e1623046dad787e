/** One choice of a select field. */
export interface Option {
  value: string | number;
  label: string;
}

/** Choices from the specification's id–name lists (tile types, NBS sections, sub types…). */
export const idNameOptions = (list: ReadonlyArray<{ id: number; name: string }>): Option[] =>
  list.map(({ id, name }) => ({ value: id, label: name }));

/** Choices whose value is also their label (group names, units, camber types). */
export const sameValueOptions = (list: ReadonlyArray<string>): Option[] =>
  list.map((value) => ({ value, label: value }));

/** 'CT-FLAT-420 – Flat interlocking tile': how a coded item is named in a choice. */
export const codeAndName = (item: { code: string; name: string }) => `${item.code} – ${item.name}`;

/** 'SGY – Smooth Grey': how a colour is named in a choice. */
export const colourOptions = (colours: ReadonlyArray<{ id: number; suffix: string; description: string }>): Option[] =>
  colours.map((colour) => ({ value: colour.id, label: `${colour.suffix} – ${colour.description}` }));
