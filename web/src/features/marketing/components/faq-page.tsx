import { QUESTION_GROUPS } from '../content/faq';
import { InfoPage } from './info-page';

/** /frequent-questions: each answer behind a native disclosure (details/summary), grouped under h2s. */
export function FaqPage() {
  return (
    <InfoPage
      eyebrow="FAQ"
      title="Frequently asked questions"
      lead="What small senders ask before they start: mail limits, unsubscribing, what is stored, and moving in."
    >
      {QUESTION_GROUPS.map((group) => (
        <section key={group.id} className="info-section" aria-labelledby={`${group.id}-heading`}>
          <h2 id={`${group.id}-heading`}>{group.heading}</h2>
          <div className="faq-list">
            {group.questions.map((q) => (
              <details key={q.id} id={q.id} className="faq-item">
                <summary>
                  <h3>{q.question}</h3>
                </summary>
                <div className="faq-answer prose">{q.answer}</div>
              </details>
            ))}
          </div>
        </section>
      ))}
    </InfoPage>
  );
}
