import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useId } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { inductionLimits, type QuizQuestion } from '@crane/contract';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  addOption,
  addQuestion,
  canAddOption,
  canAddQuestion,
  canRemoveOption,
  canRemoveQuestion,
  removeOption,
  removeQuestion,
} from '../lib/quiz-editing';

type QuizBuilderProps = {
  questions: QuizQuestion[];
  onChange: (questions: QuizQuestion[]) => void;
  errors: FieldErrors<{ questions: QuizQuestion[] }>['questions'];
};

/**
 * Questions with their options and the correct answer (spec §2): the first question and the first
 * two options of each question cannot be removed; at most 20 questions and 10 options.
 */
export function QuizBuilder({ questions, onChange, errors }: QuizBuilderProps) {
  const baseId = useId();
  const change = (index: number, question: QuizQuestion) =>
    onChange(questions.map((current, position) => (position === index ? question : current)));

  return (
    <div className="space-y-4">
      {errors?.message ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.message}
        </p>
      ) : null}
      <ol className="space-y-4">
        {questions.map((question, questionIndex) => {
          const questionId = `${baseId}-q${questionIndex}`;
          const questionErrors = errors?.[questionIndex];
          const optionsError = questionErrors?.options?.message ?? questionErrors?.options?.root?.message;
          return (
            <li key={questionIndex} className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
              <div className="flex items-end gap-2">
                <div className="flex-1 space-y-1.5">
                  <Label htmlFor={questionId}>Question {questionIndex + 1}</Label>
                  <Input
                    id={questionId}
                    value={question.question}
                    maxLength={inductionLimits.quizTextMax}
                    placeholder="Question text (optional)"
                    onChange={(event) => change(questionIndex, { ...question, question: event.target.value })}
                  />
                </div>
                {canRemoveQuestion(questionIndex) ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="text-red-700 hover:bg-red-50"
                    aria-label={`Remove question ${questionIndex + 1}`}
                    title="Remove question"
                    onClick={() => onChange(removeQuestion(questions, questionIndex))}
                  >
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                ) : null}
              </div>
              <fieldset className="space-y-2">
                <legend className="mb-1 text-sm font-medium text-slate-800">Options (choose the correct answer)</legend>
                {question.options.map((option, optionIndex) => {
                  const optionId = `${questionId}-o${optionIndex}`;
                  return (
                    <div key={optionIndex} className="flex items-center gap-2">
                      <input
                        type="radio"
                        className="size-5 shrink-0 accent-green-700"
                        name={`${questionId}-correct`}
                        checked={question.correctAnswer === optionIndex}
                        aria-label={`Option ${optionIndex + 1} is the correct answer`}
                        onChange={() => change(questionIndex, { ...question, correctAnswer: optionIndex })}
                      />
                      <Input
                        id={optionId}
                        aria-label={`Question ${questionIndex + 1}, option ${optionIndex + 1}`}
                        value={option}
                        maxLength={inductionLimits.quizTextMax}
                        placeholder={`Option ${optionIndex + 1}`}
                        onChange={(event) =>
                          change(questionIndex, {
                            ...question,
                            options: question.options.map((current, position) =>
                              position === optionIndex ? event.target.value : current,
                            ),
                          })
                        }
                      />
                      {canRemoveOption(optionIndex) ? (
                        <Button
                          variant="ghost"
                          size="icon"
                          className="shrink-0"
                          aria-label={`Remove option ${optionIndex + 1} of question ${questionIndex + 1}`}
                          title="Remove option"
                          onClick={() => change(questionIndex, removeOption(question, optionIndex))}
                        >
                          <Trash2Icon aria-hidden="true" />
                        </Button>
                      ) : (
                        <span className="size-11 shrink-0" aria-hidden="true" />
                      )}
                    </div>
                  );
                })}
                {optionsError ? <p className="text-sm text-red-700">{optionsError}</p> : null}
                {questionErrors?.correctAnswer?.message ? (
                  <p className="text-sm text-red-700">{questionErrors.correctAnswer.message}</p>
                ) : null}
              </fieldset>
              {canAddOption(question) ? (
                <Button variant="outline" size="small" onClick={() => change(questionIndex, addOption(question))}>
                  <PlusIcon aria-hidden="true" />
                  Add Option
                </Button>
              ) : null}
            </li>
          );
        })}
      </ol>
      {canAddQuestion(questions) ? (
        <Button variant="outline" onClick={() => onChange(addQuestion(questions))}>
          <PlusIcon aria-hidden="true" />
          Add Question
        </Button>
      ) : (
        <p className="text-sm text-slate-600">A quiz can have at most {inductionLimits.quizQuestionsMax} questions.</p>
      )}
    </div>
  );
}
