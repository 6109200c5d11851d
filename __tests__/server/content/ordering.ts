// Shared assertion for lists that the API orders by position, ties broken by id.
export function expectPositionOrder(rows: Array<{ id: number; position: number }>): void {
  const sorted = [...rows].sort((first, second) => first.position - second.position || first.id - second.id);
  expect(rows.map((row) => row.id)).toEqual(sorted.map((row) => row.id));
}
