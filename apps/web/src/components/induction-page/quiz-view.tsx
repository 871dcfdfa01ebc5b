import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2Icon, ListChecksIcon, XCircleIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import type { PageQuizQuestion, QuizAnswerInput, RecordedQuizAnswer } from '@crane/contract';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** Marks the answers chosen (questions left unanswered are left out): every question, right or not. */
export type MarkQuizAnswers = (answers: QuizAnswerInput[]) => Promise<RecordedQuizAnswer[]>;

type QuizViewProps = {
  /** The questions and options; an inductee's page carries no answer key. */
  questions: PageQuizQuestion[];
  /** Who marks Check Answers: the server for the player, the key in hand for the builder's preview. */
  markAnswers: MarkQuizAnswers;
};

/**
 * A quiz as the inductee takes it (spec §4 Quiz): one choice per question, Check Answers marks each
 * answer, Reset clears them. A quiz never blocks moving on.
 */
export function QuizView({ questions, markAnswers }: QuizViewProps) {
  const { t } = useLingui();
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const [marks, setMarks] = useState<Map<number, RecordedQuizAnswer> | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const baseId = useId();

  const checkAnswers = async () => {
    setIsChecking(true);
    try {
      const marked = await markAnswers(
        Object.entries(answers).map(([questionIndex, answerIndex]) => ({
          questionIndex: Number(questionIndex),
          answerIndex,
        })),
      );
      setMarks(new Map(marked.map((mark) => [mark.questionIndex, mark])));
      if (marked.every((mark) => mark.isCorrect)) toast.success(t`All correct!`);
    } catch {
      toast.error(t`Failed to check answers`, {
        description: t`Your answers could not be checked. Please try again.`,
      });
    } finally {
      setIsChecking(false);
    }
  };
  const reset = () => {
    setAnswers({});
    setMarks(null);
  };

  return (
    <div className="space-y-4">
      {questions.map((question, questionIndex) => {
        const answer = answers[questionIndex];
        const mark = marks?.get(questionIndex);
        const legendId = `${baseId}-question-${questionIndex}`;
        const questionNumber = questionIndex + 1;
        const correctAnswer = mark?.correctAnswer;
        return (
          <fieldset
            key={questionIndex}
            className="rounded-lg border border-slate-200 bg-white p-4"
            aria-labelledby={legendId}
          >
            {/* Floated, the question sits inside the box instead of on its border, however many lines it takes. */}
            <legend id={legendId} dir="auto" className="float-left mb-2 w-full font-semibold text-slate-900">
              {questionNumber}. {question.question || t`Question ${questionNumber}`}
            </legend>
            <div className="clear-left space-y-2">
              {question.options.map((option, optionIndex) => (
                <label
                  key={optionIndex}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-200 px-3 py-2',
                    mark &&
                      answer === optionIndex &&
                      (mark.isCorrect ? 'border-green-600 bg-green-50' : 'border-red-600 bg-red-50'),
                  )}
                >
                  <input
                    type="radio"
                    className="size-4 accent-navy-800"
                    name={legendId}
                    checked={answer === optionIndex}
                    onChange={() => {
                      setAnswers((current) => ({ ...current, [questionIndex]: optionIndex }));
                      setMarks(null);
                    }}
                  />
                  <span dir="auto">{option}</span>
                </label>
              ))}
            </div>
            {mark ? (
              <p
                className={cn(
                  'mt-3 flex items-center gap-2 text-sm font-medium',
                  mark.isCorrect ? 'text-green-800' : 'text-red-800',
                )}
                role="status"
              >
                {mark.isCorrect ? (
                  <>
                    <CheckCircle2Icon className="size-4" aria-hidden="true" /> <Trans>Correct answer!</Trans>
                  </>
                ) : (
                  <>
                    <XCircleIcon className="size-4" aria-hidden="true" />{' '}
                    <Trans>Incorrect. The correct answer is: {correctAnswer}</Trans>
                  </>
                )}
              </p>
            ) : null}
          </fieldset>
        );
      })}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void checkAnswers()} disabled={isChecking}>
          <BusyIcon isBusy={isChecking} icon={ListChecksIcon} />
          <Trans>Check Answers</Trans>
        </Button>
        <Button variant="outline" onClick={reset}>
          <Trans context="clear the answers of a quiz">Reset</Trans>
        </Button>
      </div>
    </div>
  );
}
