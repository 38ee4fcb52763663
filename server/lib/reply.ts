/** The success envelope of every answer (docs/product/constants-and-texts.md#answers-and-messages). */
export function ok<T>(data: T, message = 'OK'): { success: true; message: string; data: T } {
  return { success: true, message, data };
}
