/** «Лиды — Хип-хоп 7–10 лет» or «Лиды — все»: what the file holds, by the tab it was taken from. */
export function exportName(
  title: string,
  groups: readonly { id: number; name: string }[],
  groupId: number | null | undefined,
) {
  const group = groups.find((item) => item.id === groupId);
  return `${title} — ${group ? group.name : 'все'}`;
}
