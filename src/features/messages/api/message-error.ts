import { serverMessageOf } from '@/lib/http';
import { messageTexts } from '../texts';

/** The server's own words about a failed call, or a Russian fallback for a timeout or a dropped connection. */
export function messageError(error: unknown): string {
  return serverMessageOf(error) ?? messageTexts.failed;
}
