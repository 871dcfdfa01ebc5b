import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every toast and message of spec §8 (and the screen messages of §2 and §4 it refers to), as the web
 * app must show them: the spec's wording is part of the contract (design.md, Texts), so a change of
 * wording fails here before a person notices. A text built from parts is listed by its fixed parts.
 * What §8 lists but the app deliberately does not show is in decision 22 (Admin registered, Password
 * reset successful, Signature partially saved).
 */
const specTexts: Record<string, string[]> = {
  Login: ['Login failed', 'Invalid credentials', 'Login successful', 'You have been logged in successfully'],
  'Admin portal': [
    'Authentication required',
    'Please login to access the admin portal',
    'Logged out',
    'Logout failed',
    'An error occurred while logging out',
  ],
  'Dashboard and completions loading': [
    'Failed to load dashboard data',
    'Failed to load completion data',
    'There was an error connecting to the database. Please try again.',
    'Refresh Page',
    'No recent activity found.',
    'No matching completions found',
    'No completed inductions found',
    'Unnamed Induction',
  ],
  Inductions: [
    'Failed to update status',
    'There was an error updating the induction status',
    'Failed to duplicate',
    'There was an error duplicating the induction',
    'Failed to create induction',
    'Failed to update induction',
    'Failed to load induction pages',
    'There was an error loading the induction pages',
    'Invalid page data',
    'The server returned an unexpected response format',
    'Failed to delete page',
    'There was an error deleting the page. Please try again.',
    'Failed to publish induction',
    'Failed to save page order',
    'Failed to save page',
    'Status updated',
    'Induction has been ',
    'activated',
    'disabled',
    'Induction duplicated',
    'A new draft copy has been created',
    'Induction created',
    'You can now add pages to your induction',
    'Induction updated',
    'Page deleted',
    'Draft saved',
    'Your induction has been saved as a draft',
    'Page order updated',
    'Page saved',
    'Induction published',
    'Your induction is now available to inductees',
    'Nothing to save',
    'Save your pages first before reordering.',
    'No inductions found. Create your first induction to get started.',
    'No pages added yet.',
  ],
  Downloads: [
    'Generating Certificate',
    'Generating Report',
    'Generating PDF',
    'Download failed',
    'Failed to generate ',
    ' URL received from server',
    'Request timed out after 30 seconds. The server might be busy processing a large PDF.',
  ],
  Licences: [
    'Failed to fetch licenses',
    'There was an error retrieving license information',
    'Licenses retrieved',
    'license(s) for this inductee.',
    'View License Information',
  ],
  Reset: [
    'Induction Reset',
    'The induction has been reset for ',
    '. They can now retake it.',
    'Reset Failed',
    'There was an error resetting the induction progress.',
    'This will allow them to retake the induction, but they will lose all current progress.',
  ],
  'Admin users': [
    'Registration failed',
    'An error occurred while creating admin user',
    'Password update failed',
    'An error occurred while updating the password',
    'Registration successful',
    'New admin user has been created',
    'Password updated',
    'Your password has been successfully updated',
    'Failed to load admin users. Please try again.',
  ],
  Settings: [
    'Failed to update configuration',
    'An error occurred',
    'Verification failed',
    'Failed to connect to the email server',
    'Failed to send test email',
    'Please check your email configuration',
    'Email configuration updated',
    'Verification successful',
    'Test email sent',
    'An error occurred while testing cloud storage configuration',
    'Configuration Error',
    'Success',
    'An unexpected error occurred',
    'Missing fields',
    'Please fill in all required fields',
    'Email required',
    'The email service is not configured. Please set the required environment variables.',
  ],
  Uploads: [
    'Upload failed',
    'An error occurred uploading the PDF',
    'Failed to upload PDF',
    'PDF uploaded',
    'Invalid file type: Please upload a PDF file',
  ],
  'Inductee flow': [
    'Email verified',
    'Session expired',
    'Please enter your email again to continue',
    'Failed to start induction',
    'There was an error starting the induction. Please try again.',
    'Failed to update progress',
    'There was an error saving your progress',
    'No Content Available',
    "This induction doesn't have any content yet.",
    'Page Not Found',
    "This page doesn't exist or has been removed.",
    'Failed to load PDF. Please try again later.',
    'No Inductions Available',
    'All correct!',
    'Correct answer!',
  ],
  Signature: [
    'Signature saved',
    'Your acknowledgment has been recorded',
    'Your signature was uploaded successfully',
    'Failed to save signature',
    'Please try again.',
    'Acknowledgment Complete',
    'You have already signed this page',
  ],
  Completion: [
    'Induction completed',
    'Thank you for completing this induction.',
    'Submission failed',
    'Failed to upload files. Please ensure all files are less than 5MB and try again.',
    'Network error. Please check your internet connection and try again.',
    'An error occurred when submitting your certification',
    'Server returned invalid response format',
    'Missing Identification',
    "Please upload an identification document (driver's license or passport)",
    'Form validation failed',
    'Please ensure all required fields are filled correctly.',
  ],
  'Not found': ['404 Page Not Found', 'Did you forget to add the page to the router?'],
};

const sourceDirectory = import.meta.dirname;

/** Every source file of the web app but its tests, with JSX's line breaks and entities undone. */
function readWebSources(): string {
  const files = fs
    .readdirSync(sourceDirectory, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  return files
    .map((file) => fs.readFileSync(path.join(sourceDirectory, file), 'utf8'))
    .join('\n')
    .replace(/&apos;/g, "'")
    .replace(/\s+/g, ' ');
}

describe('the texts of spec §8', () => {
  const sources = readWebSources();

  it.each(Object.entries(specTexts))('are all in the web app: %s', (_group, texts) => {
    const missing = texts.filter((text) => !sources.includes(text.replace(/\s+/g, ' ')));
    expect(missing).toEqual([]);
  });
});
