/** Both runners start every case at this instant; cases move it with `api.advanceClock`. */
export const CONTRACT_START = new Date('2026-03-02T09:00:00.000Z');
