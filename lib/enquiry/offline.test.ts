import { enquiryForm } from '@/content/contact';
import { isWaiting, offlineMessage, offlineView, submitOutcome, WAITING_MARK, WAITING_STORAGE_KEY } from './offline';
import { CLEAR_SENT_ENQUIRY_SCRIPT } from './storage';

describe('a kept enquiry', () => {
  it('shows nothing while none waits, online or not', () => {
    expect(offlineView({ online: true, waiting: false })).toBe('none');
    expect(offlineView({ online: false, waiting: false })).toBe('none');
    expect(offlineMessage('none')).toBe('');
  });

  it('says it is kept while offline, and offers to send it once online', () => {
    expect(offlineView({ online: false, waiting: true })).toBe('kept');
    expect(offlineView({ online: true, waiting: true })).toBe('ready');
  });

  it('speaks the issue’s words while offline, and other words once online', () => {
    // The sentence is the issue's own (issue 27), a fixed fact of the spec.
    expect(offlineMessage('kept')).toBe('You are offline. Your enquiry is kept on this device; send it when you are back online.');
    expect(offlineMessage('ready')).toBe(enquiryForm.offlineReady);
    expect(offlineMessage('ready')).not.toBe(offlineMessage('kept'));
  });

  it('reads only the exact mark as waiting', () => {
    expect(isWaiting(WAITING_MARK)).toBe(true);
    expect(isWaiting(null)).toBe(false);
    expect(isWaiting('')).toBe(false);
    expect(isWaiting('true')).toBe(false);
  });

  it('is cleared with the sent enquiry on /thank-you', () => {
    expect(CLEAR_SENT_ENQUIRY_SCRIPT).toContain(JSON.stringify(WAITING_STORAGE_KEY));
  });
});

describe('a submit', () => {
  it('posts when online and nothing is on its way', () => {
    expect(submitOutcome({ online: true, sending: false })).toBe('post');
  });

  it('keeps the enquiry on the device when offline', () => {
    expect(submitOutcome({ online: false, sending: false })).toBe('keep');
  });

  it('is ignored while an earlier one is on its way, online or not', () => {
    expect(submitOutcome({ online: true, sending: true })).toBe('ignore');
    expect(submitOutcome({ online: false, sending: true })).toBe('ignore');
  });
});
