/** A positive integer id from a route segment, or undefined for anything else. */
export function readRouteId(raw: string | undefined): number | undefined {
  const id = Number(raw);
  return raw !== undefined && Number.isInteger(id) && id > 0 ? id : undefined;
}
