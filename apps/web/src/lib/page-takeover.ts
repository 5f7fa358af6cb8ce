let takingOver = false;

/**
 * Whether React is taking over the page the server drew (app/start.tsx) and has not finished: a screen
 * rendered now shows what the server sent, as a visitor sees it. A plain read, not a store: the answer
 * changing after hydration must not render anything again (React would do so at once, in one long task).
 */
export const isTakingOverServerPage = () => takingOver;

export function setTakingOverServerPage(value: boolean) {
  takingOver = value;
}
