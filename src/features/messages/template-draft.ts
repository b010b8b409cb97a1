import type { MessageTemplate, TemplateText } from '@/contract';

/** What the owner is typing in a template: its subject and text, saved or not. */
export type TemplateDraft = TemplateText;

export const storedText = (template: MessageTemplate): TemplateDraft => ({
  subject: template.subject,
  body: template.body,
});

export const isChanged = (template: MessageTemplate, draft: TemplateDraft | undefined) =>
  draft !== undefined && (draft.subject !== template.subject || draft.body !== template.body);

/** The text with `insert` put in place of the selection `[start, end)`, and where the caret goes after it. */
export function insertAt(text: string, insert: string, start: number, end: number) {
  return { text: text.slice(0, start) + insert + text.slice(end), caret: start + insert.length };
}
