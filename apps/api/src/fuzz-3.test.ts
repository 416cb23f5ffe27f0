// The fuzzing of src/test/fuzz.ts, part 3 of 3: three files, so that vitest runs the parts side by side.
import { fuzzOperations, fuzzWebPaths } from './test/fuzz.js';

fuzzOperations(2, 3);
fuzzWebPaths();
