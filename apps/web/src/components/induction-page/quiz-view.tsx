import { CheckCircle2Icon, XCircleIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { QuizAnswerInput, QuizQuestion } from '@crane/contract';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

type QuizViewProps = {
  questions: QuizQuestion[];
  /** Told the answers chosen (questions left unanswered are left out) each time Check Answers is pressed. */
  onCheckAnswers?: ((answers: QuizAnswerInput[]) => void) | undefined;
};

/**
 * A quiz as the inductee takes it (spec §4 Quiz): one choice per question, Check Answers marks each
 * answer, Reset clears them. A quiz never blocks moving on.
 */
export function QuizView({ questions, onCheckAnswers }: QuizViewProps) {
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const [isChecked, setIsChecked] = useState(false);
  const baseId = useId();

  const checkAnswers = () => {
    setIsChecked(true);
    if (questions.every((question, index) => answers[index] === question.correctAnswer)) toast.success('All correct!');
    onCheckAnswers?.(
      Object.entries(answers).map(([questionIndex, answerIndex]) => ({
        questionIndex: Number(questionIndex),
        answerIndex,
      })),
    );
  };
  const reset = () => {
    setAnswers({});
    setIsChecked(false);
  };

  return (
    <div className="space-y-4">
      {questions.map((question, questionIndex) => {
        const answer = answers[questionIndex];
        const isCorrect = answer === question.correctAnswer;
        const legendId = `${baseId}-question-${questionIndex}`;
        return (
          <fieldset
            key={questionIndex}
            className="rounded-lg border border-slate-200 bg-white p-4"
            aria-labelledby={legendId}
          >
            <legend id={legendId} className="px-1 font-semibold text-slate-900">
              {questionIndex + 1}. {question.question || `Question ${questionIndex + 1}`}
            </legend>
            <div className="mt-2 space-y-2">
              {question.options.map((option, optionIndex) => (
                <label
                  key={optionIndex}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-200 px-3 py-2',
                    isChecked &&
                      answer === optionIndex &&
                      (isCorrect ? 'border-green-600 bg-green-50' : 'border-red-600 bg-red-50'),
                  )}
                >
                  <input
                    type="radio"
                    className="size-4 accent-navy-800"
                    name={legendId}
                    checked={answer === optionIndex}
                    onChange={() => {
                      setAnswers((current) => ({ ...current, [questionIndex]: optionIndex }));
                      setIsChecked(false);
                    }}
                  />
                  <span>{option}</span>
                </label>
              ))}
            </div>
            {isChecked ? (
              <p
                className={cn(
                  'mt-3 flex items-center gap-2 text-sm font-medium',
                  isCorrect ? 'text-green-800' : 'text-red-800',
                )}
                role="status"
              >
                {isCorrect ? (
                  <>
                    <CheckCircle2Icon className="size-4" aria-hidden="true" /> Correct answer!
                  </>
                ) : (
                  <>
                    <XCircleIcon className="size-4" aria-hidden="true" /> Incorrect. The correct answer is:{' '}
                    {question.options[question.correctAnswer]}
                  </>
                )}
              </p>
            ) : null}
          </fieldset>
        );
      })}
      <div className="flex flex-wrap gap-2">
        <Button onClick={checkAnswers}>Check Answers</Button>
        <Button variant="outline" onClick={reset}>
          Reset
        </Button>
      </div>
    </div>
  );
}
