// Vitest sets NODE_ENV=test in its workers, and every CLI a test starts inherits it. The CLI keeps a
// NODE_ENV it is given (cli/devcenter.js sets "production" only when none is), so under the tests
// React's server renderer ran its development build: not what a user runs, and about three times
// slower (a 563-page build rendered in 8.3 s, not 2.4 s). Without it here, a CLI the tests start
// runs as a user's does. In this process nothing reads it: React stays on its development build
// (it picks production only for "production").
delete process.env.NODE_ENV;
