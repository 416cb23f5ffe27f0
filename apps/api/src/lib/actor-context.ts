// Who is acting (docs/contracts.md §14 "Who did it"): the signed-in user whose request is being handled, kept for the
// rest of that request by Node's AsyncLocalStorage, so that every activity entry written while handling it records
// its actor without each service being handed one. The auth middleware sets it once the token has verified; work
// that is nobody's request (the job runner, the billing run, a provider's webhook) runs as the system: no actor.
// docs/decisions/039-activity-actor.md says why this is not a parameter of every service.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface Actor {
  userId: number;
  /** The name as it is now: the activity entry keeps it, also once the account is renamed or removed. */
  name: string;
}

const actors = new AsyncLocalStorage<Actor | undefined>();

/** The user acting in the current request; undefined for the system. */
export function currentActor(): Actor | undefined {
  return actors.getStore();
}

/** Runs `work` (and everything it starts) as done by `actor`. */
export function runAsActor<T>(actor: Actor, work: () => T): T {
  return actors.run(actor, work);
}

/** Runs `work` (and everything it starts) as the system's, also when a request started it (a job runner woken). */
export function runAsSystem<T>(work: () => T): T {
  return actors.run(undefined, work);
}
