import { callApi, toErrorMessage } from '@/lib/http';

export type GenerationResult = { created: number } | null;

/**
 * POST /lessons/generate. Spec §4 and §8: a failed generation is only a console warning, and the calendar
 * loads what exists. A 409 (another tab is generating the same lessons right now) is the common case.
 */
export async function generateLessons(): Promise<GenerationResult> {
  try {
    const { created } = await callApi('lessonsGenerate', { json: {} });
    return { created };
  } catch (error) {
    console.warn(toErrorMessage(error, 'lessonGeneration'), error);
    return null;
  }
}
