// Waitlists (docs/makeups.md, «Лист ожидания»): what the host's sweep asks of them.

export { sweepWaitlists } from './offers.ts';
export { schoolsWithLines } from './repository.ts';
