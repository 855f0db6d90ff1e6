/** The answer of a command whose result is a sentence for the person (sent, changed, deleted). */
export interface MessageAnswer {
  message: string;
}
