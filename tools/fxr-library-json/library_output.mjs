// Writes what the `fxr` library (EvenTorset/fxr) makes of effect files, for the test
// `the_librarys_own_output_is_reproduced_byte_for_byte_when_given`
// (crates/formats/tests/library_json.rs): for each FXR file, the library's JSON of it
// (`NAME.json`, FXR.read then JSON.stringify) and the bytes the library writes from that JSON
// (`NAME.lib.fxr`, FXR.fromJSON then toArrayBuffer), and `game`. Not part of the product.
//
// The library is compiled from a checkout (its src/fxr.ts holds the generated code):
//   npm install typescript@5.9 @types/node   (in some folder T)
//   T/node_modules/.bin/tsc --target ES2023 --module NodeNext --moduleResolution NodeNext \
//     --skipLibCheck --experimentalDecorators --outDir LIB CHECKOUT/src/fxr.ts
//   echo '{"type":"commonjs"}' > LIB/package.json
// Then:
//   node tools/fxr-library-json/library_output.mjs LIB/fxr.js er OUT ../shared/corpus/er/*.fxr
//   FXR_LIBRARY_OUTPUT=OUT cargo test -p fxr-formats --test library_json -- --nocapture
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'

const [, , library, game, outDir, ...files] = process.argv
if (!library || !game || !outDir) {
  console.error('usage: library_output.mjs LIBRARY/fxr.js ds3|sdt|er|ac6|nr OUT FILE.fxr...')
  process.exit(2)
}
const { FXR, Game } = createRequire(import.meta.url)(path.resolve(library))
const target = { ds3: Game.DarkSouls3, sdt: Game.Sekiro, er: Game.EldenRing, ac6: Game.ArmoredCore6, nr: Game.Nightreign }[game]
fs.mkdirSync(outDir, { recursive: true })
fs.writeFileSync(path.join(outDir, 'game'), game)
let written = 0
for (const file of files) {
  const name = path.basename(file)
  try {
    // The library tells the game of the file read; it writes for `game`.
    const json = JSON.stringify(FXR.read(fs.readFileSync(file), Game.Heuristic))
    fs.writeFileSync(path.join(outDir, `${name}.json`), json)
    const bytes = FXR.fromJSON(JSON.parse(json)).toArrayBuffer(target)
    fs.writeFileSync(path.join(outDir, `${name}.lib.fxr`), new Uint8Array(bytes))
    written++
  } catch (e) {
    console.error(`${name}: ${e.message}`)
  }
}
console.error(`${written} of ${files.length} written to ${outDir}`)
