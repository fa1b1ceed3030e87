/**
 * A runtime plugin of every production bundle: the bundle's chunk loader (`__webpack_require__.l`)
 * adds its `<script>` elements one per task instead of all in the task that asked for them.
 *
 * Why: adding a script element starts its request, 2–39 ms of main thread each on a 4x-slowed
 * phone (README, "Performance"), and one `import()` can ask for many chunks at once: the home
 * search's first query loads its index, every area's sample data and their Hindi (16 chunks), and
 * an area's first screen its page, the kit and the host's shared modules. Added together they made
 * one task of 300 ms or more at the calibrated slowdown, which held up the keys typed meanwhile
 * (bench:inp, home search typing) and counts as blocking time at start-up. One per task, each key
 * or tap waits for one at most. The files are the same and asked for in the same order.
 */
declare const __webpack_require__: { l: (...args: unknown[]) => void };

const addScript = __webpack_require__.l;
const waiting: unknown[][] = [];

function addNext() {
  const next = waiting.shift();
  try {
    if (next) addScript(...next);
  } finally {
    if (waiting.length > 0) setTimeout(addNext, 0);
  }
}

__webpack_require__.l = (...args: unknown[]) => {
  waiting.push(args);
  if (waiting.length === 1) setTimeout(addNext, 0);
};

export default function oneScriptPerTask() {
  return { name: 'nyaya-one-script-per-task' };
}
