#include "server/push/vapid_keys.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace rockpool::server::push {

namespace {

void write_private_file(const std::filesystem::path& path, const std::string& text) {
  // Made with mode 0600 at once, never readable by others even for a moment; O_EXCL: two servers
  // on one directory never overwrite each other's key.
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
  if (fd < 0) {
    throw std::runtime_error("cannot create " + path.string() + ": " + std::strerror(errno));
  }
  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t written = ::write(fd, text.data() + done, text.size() - done);
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) {
      ::close(fd);
      throw std::runtime_error("cannot write " + path.string() + ": " + std::strerror(errno));
    }
    done += static_cast<std::size_t>(written);
  }
  if (::fsync(fd) != 0 || ::close(fd) != 0) {
    throw std::runtime_error("cannot write " + path.string() + ": " + std::strerror(errno));
  }
}

}  // namespace

P256Key load_or_create_vapid_key(const std::string& data_dir) {
  const std::filesystem::path path = std::filesystem::path(data_dir) / "vapid.pem";
  if (!std::filesystem::exists(path)) {
    std::filesystem::create_directories(data_dir);
    P256Key key = P256Key::generate();
    write_private_file(path, key.pem());
    return key;
  }
  std::ifstream file(path);
  std::stringstream text;
  text << file.rdbuf();
  auto key = P256Key::from_pem(text.str());
  if (!file || !key) {
    throw std::runtime_error(path.string() +
                             " holds no P-256 private key (move it away to make"
                             " a new one: browsers' subscriptions then lapse)");
  }
  return std::move(*key);
}

P256Key vapid_key(const std::string& data_dir, PushSubscriptionStore& store) {
  const std::string shared = store.shared_signing_key(P256Key::generate().pem());
  if (shared.empty()) return load_or_create_vapid_key(data_dir);
  auto key = P256Key::from_pem(shared);
  if (!key) throw std::runtime_error("the store's Web Push signing key is no P-256 private key");
  return std::move(*key);
}

}  // namespace rockpool::server::push
