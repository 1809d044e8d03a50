/** The signed-in manager's e-mail, for the history (requireManager has run before any write). */
export function actorOf(request: { manager: { email: string } | null }): string {
  if (!request.manager) throw new Error('a write route ran without requireManager');
  return request.manager.email;
}
