import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';

// A server-rendered page (decision 057) hydrates in turns rather than in one long task (decisions 059 and
// 062): the shell and the header first, then each part wrapped in <HydrateInTurn> in a task of its own, in
// the order the parts render, so the browser can paint and answer a tap in between. A part whose turn has
// not come suspends; Preact keeps the server's markup of a part that suspends while hydrating, and
// hydrates it when its turn comes. A part inside another takes its turn when the outer part hydrates.
// Only the first render of a hydrated page waits: a page the app draws itself, or any later render, draws
// at once.

interface Turn {
  promise: Promise<void>;
  done: boolean;
}

/** The last turn given out while a page hydrates; none when not hydrating. */
let last: Promise<void> | undefined;

/** The next task: a timer, which lets the browser paint and handle input before it. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** The turn a task after the last one given out. */
function nextTurn(previous: Promise<void>): Turn {
  const turn: Turn = { promise: previous.then(nextTask), done: false };
  void turn.promise.then(() => (turn.done = true));
  last = turn.promise;
  return turn;
}

/**
 * Starts giving out turns for the hydration that is about to start; resolves once every part that took
 * one has hydrated (a task after the last turn, with no new turn taken meanwhile), and gives out no more.
 */
export async function hydrateInTurns(): Promise<void> {
  last = Promise.resolve();
  for (;;) {
    const seen: Promise<void> | undefined = last;
    await seen;
    // The part of the last turn renders once its promise settles: a task later it is hydrated, and any
    // part inside it has taken its own turn.
    await nextTask();
    if (last === seen) break;
  }
  last = undefined;
}

function Wait({ turn, children }: { turn: Turn | undefined; children: ReactNode }) {
  if (turn && !turn.done) throw turn.promise;
  return children;
}

/** `children` hydrated in a task of their own, after the parts rendered before them; elsewhere at once. */
export function HydrateInTurn({ children }: { children: ReactNode }) {
  const [turn] = useState(() => (last ? nextTurn(last) : undefined));
  return (
    <Suspense fallback={null}>
      <Wait turn={turn}>{children}</Wait>
    </Suspense>
  );
}
