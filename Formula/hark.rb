# Homebrew formula for hark, with this repository as the tap:
#   brew tap you/hark https://example.com/you/Hark.git
#   brew install you/hark/hark
# The url, version and sha256 lines are written by scripts/formula-release
# for a release's tag (the source tarball it makes with `git archive` and
# the release attaches); do not edit them by hand.
class Hark < Formula
  desc "Hear an app's accessibility tree the way VoiceOver speaks it"
  homepage "https://example.com/you/Hark"
  url "https://example.com/you/Hark/releases/download/v0.3.0/hark-0.3.0-source.tar.gz"
  version "0.3.0"
  sha256 "5b2022ae92e16efb17e914f75c0757fae7960525556a12f6cd976257f507fcb4"
  license "Apache-2.0"

  # Swift 6.2: Xcode 26 on a Mac; Homebrew's swift on Linux.
  depends_on xcode: ["26.0", :build]
  uses_from_macos "swift" => :build

  def install
    # Hark has no package dependencies: nothing is fetched while building.
    system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "hark"
    bin.install ".build/release/hark"
  end

  test do
    assert_equal "#{version}\n", shell_output("#{bin}/hark --version")
  end
end
