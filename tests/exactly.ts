/**
 * For `toHaveTextContent`, which takes a string as a part of the text: the whole text, and nothing
 * else (after jest-dom's whitespace normalization, unless turned off).
 *   expect(screen.getByTestId('where')).toHaveTextContent(exactly('/en/admin'));
 */
export const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
