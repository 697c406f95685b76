// Runs before each integration test file. The suites keep the machine busy, where a stimulus import would make way
// for them (its participants-first gate: one file at a time, waits between files) and every import test would slow
// down by seconds; the commands and APIs a test spawns inherit this. stimuli-import-busy-machine.int-spec.ts turns it back on.
process.env.STIMULI_IMPORT_YIELD ??= 'false';
