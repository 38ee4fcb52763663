import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as en from '@zxcvbn-ts/language-en'
const z = new ZxcvbnFactory({ dictionary: { ...common.dictionary, ...en.dictionary }, graphs: common.adjacencyGraphs, translations: en.translations });
const list = process.argv.slice(2);
for (const p of list) { const r = z.check(p); console.log(r.score, r.guessesLog10.toFixed(1), JSON.stringify(p)); }
