export const themeTexts = {
  toLight: 'Включить светлую тему',
  toDark: 'Включить тёмную тему',
} as const;
