/** Runs the app once and prints its report as JSON, for the consumer suite to compare. */
import { main } from './app.js';

main().then(
  (report) => console.log(JSON.stringify(report)),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
