/** The agenda item a "Speak up" dialog is about. */
export interface SpeakUpItem {
  meetingId: number;
  itemId: number;
  itemNumber: string;
  title: string;
}
