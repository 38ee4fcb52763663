/**
 * The password strength estimator's own thread. zxcvbn's matching is synchronous and, for a long
 * password of repeats, takes a few hundred milliseconds of CPU: on the request thread that stalled
 * every other request for as long (docs/decisions/0268-password-estimate-off-the-request-thread.md).
 * Here it owns a worker thread, and password-estimator.ts only sends it passwords and reads scores.
 *
 * Plain JavaScript, not TypeScript, for the reason pglite-worker.mjs gives: the same file is loaded
 * by `npm start` (tsx), by vitest and by the production bundle (scripts/build-server.ts copies it
 * beside dist/server/app/main.mjs), and a worker thread runs only what Node itself can load.
 *
 * Protocol, one message each way per estimate:
 *   request  { id, password, userInputs }      userInputs: the words a guesser tries first
 *   answer   { id, ok: true, score, warning, suggestions }  or  { id, ok: false, message }
 * The estimator and its dictionaries (a few MB) load with the worker, which starts at the first
 * estimate, never at the server's start. `workerData.maxLength` and `workerData.userInputsWarning`
 * come from password-policy.ts, the rule's one home.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

const estimator = new ZxcvbnFactory({
  maxLength: workerData.maxLength,
  dictionary: { ...common.dictionary, ...en.dictionary },
  graphs: common.adjacencyGraphs,
  translations: { ...en.translations, warnings: { ...en.translations.warnings, userInputs: workerData.userInputsWarning } },
});

parentPort.on('message', ({ id, password, userInputs }) => {
  try {
    const { score, feedback } = estimator.check(password, userInputs);
    parentPort.postMessage({ id, ok: true, score, warning: feedback.warning ?? null, suggestions: feedback.suggestions });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
