import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { preloadedComponent } from "./preloaded-component";

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function deferred<Value>() {
  let resolve: (value: Value) => void = () => {};
  const promise = new Promise<Value>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe("preloadedComponent", () => {
  it("shows the stand-in until the code arrives, then the component, with no Suspense boundary of the page's", async () => {
    const code = deferred<typeof Greeting>();
    const Preloaded = preloadedComponent(
      () => code.promise,
      ({ name }) => <p>Waiting for {name}</p>,
    );
    render(<Preloaded name="Ada" />);
    expect(screen.getByText("Waiting for Ada")).toBeTruthy();
    await act(async () => code.resolve(Greeting));
    expect(await screen.findByText("Hello Ada")).toBeTruthy();
    expect(screen.queryByText("Waiting for Ada")).toBeNull();
  });

  it("renders at once, without the stand-in, once the code has arrived", async () => {
    const code = deferred<typeof Greeting>();
    const Preloaded = preloadedComponent(
      () => code.promise,
      () => <p>Waiting</p>,
    );
    code.resolve(Greeting);
    await code.promise;
    render(<Preloaded name="Grace" />);
    expect(screen.getByText("Hello Grace")).toBeTruthy();
    expect(screen.queryByText("Waiting")).toBeNull();
  });
});
