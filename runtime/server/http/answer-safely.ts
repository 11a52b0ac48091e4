/**
 * Runs a route's handler so that nothing it throws reaches the client as a
 * stack trace or an error's text (which can name files, queries or
 * connection details): the error goes to the server log, and the client gets
 * its audience's plain 500 answer.
 */
export async function answerSafely(run: () => Promise<Response>, failed: () => Response, logAs: string): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    console.error(logAs, error);
    return failed();
  }
}

/** The words of every audience's 500 answer: it says the request did not finish, and nothing about why. */
export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side and the request did not finish. Try again in a moment.';
