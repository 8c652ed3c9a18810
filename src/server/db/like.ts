/** A LIKE pattern matching any text that contains `text`, its own wildcards (% and _) taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
