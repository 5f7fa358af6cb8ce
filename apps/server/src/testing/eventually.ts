/**
 * Asks until `check` passes or `withinMs` is over; the last answer decides. On PostgreSQL a change is
 * heard a moment after its COMMIT, so what follows from it is awaited, not assumed.
 */
export async function eventually<T>(check: () => Promise<T>, withinMs = 2000): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
