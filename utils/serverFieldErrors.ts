// A 422's Laravel-style `errors` (`{ field: [messages] }`) placed on a form's own fields.

export interface PlacedServerErrors<Field extends string> {
  /** The first message of each form field. */
  fields: Partial<Record<Field, string>>;
  /** The first message of each API field the form has no place for. */
  others: string[];
}

/** `fieldOf` names the form field of each API field; several API fields may share one form field. */
export function placeServerErrors<Field extends string>(
  errors: Record<string, string[]>,
  fieldOf: Partial<Record<string, Field>>,
): PlacedServerErrors<Field> {
  const placed: PlacedServerErrors<Field> = { fields: {}, others: [] };
  for (const [apiField, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (!message) continue;
    const field = fieldOf[apiField];
    if (field) placed.fields[field] ??= message;
    else placed.others.push(message);
  }
  return placed;
}
