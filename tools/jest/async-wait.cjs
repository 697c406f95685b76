// findBy… and waitFor give up after 1 s by default. On a loaded 2-core CI machine a debounced request or a lazy
// chunk can take longer than that under jsdom, and a correct screen then fails at random. The waits still end the
// moment their condition holds, so a longer limit costs nothing when the machine is quiet.
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 5000 });
