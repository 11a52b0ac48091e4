/**
 * Spec detail §3 "Enquiry form defaults" (message) and §2 "Enquiry and
 * test-drive forms open as pop-ups": the message an enquiry or a test-drive
 * booking about a car starts with, naming the car and its stock number so
 * the dealer knows which one without asking. The shopper may change it.
 */
export function vehicleLeadMessage(form: 'enquiry' | 'test-drive', carName: string, stockNumber: string | null | undefined): string {
  const car = stockNumber ? `${carName} (stock number ${stockNumber})` : carName;
  return form === 'test-drive' ? `I would like to book a test drive of the ${car}.` : `I am interested in the ${car}. Is it still available?`;
}
