import { useState } from 'react';

/**
 * The student a money form is for: the only one when there is one (the form names them), otherwise the
 * one chosen. Decided on every render, not once: the list of a page arrives after the form is drawn, and a school
 * with one student would otherwise be left with nobody chosen and no way to choose.
 */
export function useChosenStudent(students: readonly { id: number }[]): [string, (id: string) => void] {
  const [chosen, setChosen] = useState('');
  const only = students.length === 1 ? students[0] : undefined;
  return [only ? String(only.id) : chosen, setChosen];
}
