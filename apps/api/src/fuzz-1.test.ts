// The fuzzing of src/test/fuzz.ts, part 1 of 3: three files, so that vitest runs the parts side by side.
import { fuzzOperations } from './test/fuzz.js';

fuzzOperations(0, 3);
