/** The signed-in production manager: what the server's session and the browser's data port both hand out. */
export interface Manager {
  email: string;
  name: string | null;
}
