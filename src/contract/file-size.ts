const sizeFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });

/** A file's size as people read it: «908 КБ», «1,2 ГБ» (the admin's backups, the host's log). */
export function formatFileSize(bytes: number): string {
  const units = ['Б', 'КБ', 'МБ', 'ГБ', 'ТБ'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${sizeFormat.format(value)} ${units[unit]}`;
}
