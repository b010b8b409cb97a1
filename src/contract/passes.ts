// When a pass counts (docs/money.md): one rule for the server that charges a visit and for the pages that say
// «абонемент до …» — the SPA never decides it its own way.

export type PassDates = { issued_at: string; expires_at: string | null; canceled_on: string | null };

/** Whether a pass runs on a day: not cancelled, issued by then, and not past its last day (which it includes). */
export function passRunsOn(pass: PassDates, date: string): boolean {
  return (
    pass.canceled_on === null &&
    pass.issued_at <= date &&
    (pass.expires_at === null || date <= pass.expires_at)
  );
}

/** Whether a pass can take a visit on a day: it runs then, and it is unlimited or has a visit left. */
export function passUsableOn(pass: PassDates & { remaining_visits: number | null }, date: string): boolean {
  return passRunsOn(pass, date) && pass.remaining_visits !== 0;
}
