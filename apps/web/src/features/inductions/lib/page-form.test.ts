import { describe, expect, it } from 'vitest';
import { newPageValues, PageFormSchema, toPageInput } from './page-form';

describe('page form', () => {
  it('starts a new page as the spec says', () => {
    expect(newPageValues(3)).toMatchObject({ title: 'Page 3', minTimeSeconds: 60, content: { type: 'richText' } });
  });

  it('sends the rich text of a rich-text page, not its quiz', () => {
    const values = newPageValues(1);
    values.content.content = '<p>Keep out of the swing radius</p>';
    const input = toPageInput(values);
    expect(input.content).toMatchObject({ type: 'richText', content: '<p>Keep out of the swing radius</p>' });
    expect(input.content).not.toHaveProperty('quiz');
  });

  it('sends the questions of a quiz page, not its text', () => {
    const values = newPageValues(1);
    values.content.type = 'quiz';
    values.content.content = '<p>Left over</p>';
    const input = toPageInput(values);
    expect(input.content).not.toHaveProperty('content');
    expect(input.content.quiz?.questions).toHaveLength(1);
  });

  it('sends the translations whose title is written, the quiz words laid on the English questions (decision 37)', () => {
    const values = newPageValues(1);
    values.content.type = 'quiz';
    values.content.quiz.questions = [
      { question: 'Where may you stand?', options: ['Under the load', '', 'Outside the zone'], correctAnswer: 2 },
      { question: 'Who signals?', options: ['The dogman', 'Anyone'], correctAnswer: 0 },
    ];
    values.translations = {
      vi: {
        title: 'Kiểm tra',
        content: '<p>Bỏ qua</p>',
        pdfUrl: null,
        pdfName: null,
        // The second question's words were never typed; the English's empty option is dropped.
        quiz: { questions: [{ question: 'Đứng ở đâu?', options: ['Dưới tải', 'x', 'Ngoài vùng'] }] },
      },
      es: { title: '  ', content: '', pdfUrl: null, pdfName: null, quiz: { questions: [] } },
    };
    expect(toPageInput(values).translations).toEqual({
      vi: {
        title: 'Kiểm tra',
        content: '',
        pdfUrl: null,
        pdfName: null,
        quiz: {
          questions: [
            { question: 'Đứng ở đâu?', options: ['Dưới tải', 'Ngoài vùng'] },
            { question: '', options: ['', ''] },
          ],
        },
      },
    });
  });

  it('refuses an empty rich-text page without a PDF', () => {
    const result = PageFormSchema.safeParse(newPageValues(1));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['content', 'content'],
      message: 'Content must not be empty',
    });
  });

  it('asks for the title of a language in which words were written, rather than leaving them out of the save', () => {
    const values = newPageValues(1);
    values.content.content = '<p>Stay clear of the load</p>';
    values.translations.ko = {
      title: ' ',
      content: '<p>하중에서 떨어지십시오</p>',
      pdfUrl: null,
      pdfName: null,
      quiz: { questions: [] },
    };
    const result = PageFormSchema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['translations', 'ko', 'title'],
        message: 'Give the page title in Korean: without it, what is written in Korean is not saved',
      }),
    ]);
    // An empty language is simply not translated.
    values.translations.ko = { ...values.translations.ko, content: '<p></p>' };
    expect(PageFormSchema.safeParse(values).success).toBe(true);
  });

  it('accepts a PDF-only page', () => {
    const values = newPageValues(1);
    values.content.pdfUrl = '/api/files/pdfs/a.pdf';
    expect(PageFormSchema.safeParse(values).success).toBe(true);
  });

  it('gives the contract messages for a bad quiz and a short title', () => {
    const values = newPageValues(1);
    values.title = 'ab';
    values.content.type = 'quiz';
    values.content.quiz.questions = [];
    const messages = PageFormSchema.safeParse(values).error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Title must be at least 3 characters',
        'At least one quiz question is required when content type is quiz',
      ]),
    );
  });
});
