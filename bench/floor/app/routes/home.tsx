import { Link } from 'react-router';

export const meta = () => [{ title: 'Floor' }];

// A server loader and a link: the two things every page of the shop has.
export const loader = () => ({ greeting: 'A bare page of the stack' });

export default function Home({ loaderData }: { loaderData: { greeting: string } }) {
  return (
    <main>
      <h1>{loaderData.greeting}</h1>
      <Link to="/">Again</Link>
    </main>
  );
}
